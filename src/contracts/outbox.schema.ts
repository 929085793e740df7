import { z } from 'zod';
import { one, recordId } from './fields';

/** The request schemas of outbox.contract.ts. */

export const getOutboxMailRequest = z.object({ id: one(recordId) });
