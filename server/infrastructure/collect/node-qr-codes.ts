import QRCode from 'qrcode';
import { type QrCodes } from '../../application/collect/qr-codes.port';

/** Error correction M and a quiet zone of 4 modules: readable when printed small on packaging. */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } } as const;
/** Pixels of the PNG: sharp on a printed insert of about 5 cm. */
const PNG_WIDTH = 1024;

/** QR codes drawn by the `qrcode` package. */
export class NodeQrCodes implements QrCodes {
  svg(text: string): Promise<string> {
    return QRCode.toString(text, { ...OPTIONS, type: 'svg' });
  }

  pngDataUrl(text: string): Promise<string> {
    return QRCode.toDataURL(text, { ...OPTIONS, type: 'image/png', width: PNG_WIDTH });
  }
}
