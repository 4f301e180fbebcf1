/**
 * The width and height of a JPEG, PNG or WebP image, read from its header
 * (no image library: the check needs only these two numbers). Undefined when
 * the bytes are none of these formats or are cut short.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const ascii = (offset: number, length: number) => String.fromCharCode(...bytes.subarray(offset, offset + length))
  try {
    // PNG: the IHDR chunk comes first.
    if (ascii(1, 3) === 'PNG' && ascii(12, 4) === 'IHDR') return { width: view.getUint32(16), height: view.getUint32(20) }
    // WebP: a RIFF file with a lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk.
    if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
      const chunk = ascii(12, 4)
      if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
      if (chunk === 'VP8L') {
        const bits = view.getUint32(21, true)
        return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
      }
      if (chunk === 'VP8X') {
        const int24 = (offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16)
        return { width: int24(24) + 1, height: int24(27) + 1 }
      }
      return undefined
    }
    // JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) holds the size.
    if (bytes[0] === 0xff && bytes[1] === 0xd8) {
      let offset = 2
      while (offset + 9 < bytes.length) {
        if (bytes[offset] !== 0xff) return undefined
        const marker = bytes[offset + 1]!
        if (marker === 0xff) {
          offset++
          continue
        }
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
          return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) }
        offset += 2 + view.getUint16(offset + 2)
      }
    }
  } catch {
    // A header cut short: not an image this check can read.
  }
  return undefined
}
