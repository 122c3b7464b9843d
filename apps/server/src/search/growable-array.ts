type NumberArray = Uint8Array | Uint16Array | Int32Array | Uint32Array;

/** A typed array that grows (doubling) as numbers are pushed or room is reserved. */
export class GrowableArray<T extends NumberArray> {
  length = 0;
  constructor(
    public data: T,
    private readonly make: (size: number) => T,
  ) {}
  reserve(extra: number) {
    if (this.length + extra <= this.data.length) return;
    let size = Math.max(1, this.data.length * 2);
    while (size < this.length + extra) size *= 2;
    const next = this.make(size);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
  push(value: number) {
    if (this.length === this.data.length) this.reserve(1);
    this.data[this.length++] = value;
  }
}
