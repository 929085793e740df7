/** Placeholder until its owner builds the screen (issue 4/5 work in progress). */
export function ReviewListScreen() {
  return null;
}
