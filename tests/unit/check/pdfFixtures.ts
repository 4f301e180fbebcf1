import { deflateSync } from 'node:zlib'

// PDFs for the tests of lib/check/pdfAction.ts and of the rule plik-publiczny.

export const catalog = '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>'
export const pages = '<< /Type /Pages /Kids [] /Count 0 >>'
export const script = "<< /S /JavaScript /JS (app.alert\\('x'\\)) >>"
export const goTo = '<< /S /GoTo /D [0 /Fit] >>'

/**
 * A PDF 1.5 whose dictionaries sit in one object stream, as Word and most
 * writers save them: `dictionary` is the stream's own entries beyond /Type,
 * /N, /First and /Length, `encode` what is done to the objects' bytes.
 */
export function packed(
  objects: string[],
  {
    dictionary = '/Filter /FlateDecode',
    encode = (bytes: Buffer): Buffer => deflateSync(bytes),
  }: { dictionary?: string; encode?: (bytes: Buffer) => Buffer } = {},
): Buffer {
  const header = objects.map((_, index) => `${index + 1} ${objects.slice(0, index).join('\n').length + (index ? 1 : 0)}`).join(' ')
  const data = encode(Buffer.from(`${header}\n${objects.join('\n')}`, 'latin1'))
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.5\n%\xe2\xe3\xcf\xd3\n9 0 obj\n<< /Type /ObjStm /N ${objects.length} /First ${header.length + 1} ${dictionary} /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ])
}
