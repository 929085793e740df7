/** Hands a file made in the browser (a CSV report) to the merchant as a download. */
export interface FileSaver {
  saveText(text: string, filename: string, type: string): Promise<void>;
}
