import { type BehaviourRecord } from '../../application/monitoring/monitoring.port';

/** docs/product/plans-and-limits.md: the last 100 behaviour records are kept. */
export const BEHAVIOUR_RECORDS_KEPT = 100;

/** The most recent behaviour records, oldest first; older ones fall off. */
export class BehaviourLog {
  private items: BehaviourRecord[] = [];

  constructor(private readonly capacity = BEHAVIOUR_RECORDS_KEPT) {}

  add(record: BehaviourRecord): void {
    this.items.push(record);
    if (this.items.length > this.capacity) this.items.splice(0, this.items.length - this.capacity);
  }

  get records(): readonly BehaviourRecord[] {
    return this.items;
  }
}
