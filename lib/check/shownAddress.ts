/**
 * An address as a message quotes it: whole when it is short, otherwise its start and "…". An image
 * pasted into the text as data ("data:image/png;base64,…", hundreds of kilobytes) made a message
 * too long to read, and to show in the editor's list of problems.
 */
export function shownAddress(url: string): string {
  const data = /^\s*data:[^,]{0,60},/i.exec(url)
  if (data && url.length > data[0].length) return `${data[0].trim()}…`
  return url.length <= 100 ? url : `${url.slice(0, 80)}…`
}
