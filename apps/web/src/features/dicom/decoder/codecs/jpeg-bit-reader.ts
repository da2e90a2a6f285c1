// Entropy-coded bits of a JPEG scan: stuffed 0xFF00 bytes are read as 0xFF, and at a marker or
// the end of the bytes the reader yields zeros, so a cut stream ends in a grey image, never a hang.
export class JpegBitReader {
  private pos: number;
  private buffer = 0;
  private count = 0;
  private isAtMarker = false;

  constructor(
    private readonly bytes: Uint8Array,
    start: number,
  ) {
    this.pos = start;
  }

  readBit(): number {
    if (this.count === 0) {
      let byte = 0;
      if (!this.isAtMarker && this.pos < this.bytes.length) {
        byte = this.bytes[this.pos] as number;
        if (byte === 0xff) {
          if (this.bytes[this.pos + 1] === 0x00) this.pos += 2;
          else {
            this.isAtMarker = true;
            byte = 0;
          }
        } else this.pos++;
      }
      this.buffer = byte;
      this.count = 8;
    }
    this.count--;
    return (this.buffer >> this.count) & 1;
  }

  receive(length: number): number {
    let value = 0;
    for (let i = 0; i < length; i++) value = (value << 1) | this.readBit();
    return value;
  }

  /** RECEIVE then EXTEND (ISO 10918-1 F.2.2.1): the signed value of an s-bit magnitude category. */
  receiveExtend(length: number): number {
    const value = this.receive(length);
    return value < 1 << (length - 1) ? value - (1 << length) + 1 : value;
  }

  /** Skips to just after the next RSTn marker and drops the bits left in the current byte. */
  restart(): void {
    this.count = 0;
    this.isAtMarker = false;
    while (this.pos + 1 < this.bytes.length) {
      const next = this.bytes[this.pos + 1] as number;
      if (this.bytes[this.pos] === 0xff && next >= 0xd0 && next <= 0xd7) {
        this.pos += 2;
        return;
      }
      this.pos++;
    }
  }

  /** Where the next marker segment (not a restart marker) starts. */
  endOfScan(): number {
    let at = this.pos;
    while (at + 1 < this.bytes.length) {
      const next = this.bytes[at + 1] as number;
      if (this.bytes[at] === 0xff && next !== 0 && !(next >= 0xd0 && next <= 0xd7)) return at;
      at++;
    }
    return this.bytes.length;
  }
}
