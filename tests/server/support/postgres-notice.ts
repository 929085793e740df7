/** Vitest global setup: says once, in one line, when the PostgreSQL suite does not run. */
export default function announcePostgresSuite(): void {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('PostgreSQL suite skipped: TEST_DATABASE_URL is not set (the PGlite suite ran).');
  }
}
