/** Random numbers for a code (crypto in production; tests pass a fixed source). */
export type RandomNumbers = (count: number) => readonly number[];
