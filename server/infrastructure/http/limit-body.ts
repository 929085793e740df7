import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../application/shared/app-error';

/**
 * Refuses a body over `maxSize` bytes, unread, with a 413 saying `message`. The connection is
 * closed with it: the client's rest of the body would otherwise be read as its next request.
 */
export function limitBody(maxSize: number, message: string) {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('Connection', 'close');
      throw new AppError('tooLarge', message);
    },
  });
}
