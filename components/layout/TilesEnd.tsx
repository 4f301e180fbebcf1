/**
 * The mark right after a list of tiles: the cards, the FAQ's quick links, the
 * team, a programme's staff. Such a list lays its rows out by how many tiles
 * it has (renderer/styles/components.css), so while a page arrives in pieces,
 * each tile coming in moved those drawn before it (on the home page, with
 * five of seven cards come, they stood three to a row, then four). The list
 * is shown once this mark after its last tile has come; nothing after it has
 * come yet, so nothing moves when it appears. Browsers without :has() show it
 * at once.
 */
export function TilesEnd() {
  return <div data-tiles-end hidden />
}
