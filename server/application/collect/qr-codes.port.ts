/** QR codes of a text (the shop's review link), as an SVG document and a PNG `data:` address. */
export interface QrCodes {
  svg(text: string): Promise<string>;
  pngDataUrl(text: string): Promise<string>;
}
