/**
 * Trade names of vaccines used in Poland (Charakterystyki Produktów
 * Leczniczych, URPL), the words a page uses to name a product. It is a
 * dictionary of the medical field, like the advertising words, not the
 * clinic's offer: the offer is in vaccinePrices.yaml and vaccines.yaml. With
 * it the check knows a product name in a page's text even after the last data
 * file that named it dropped it (lib/check/rules/nazwa-spoza-danych.ts).
 */
export const vaccineBrands = [
  'Abrysvo', 'Adacel', 'Arexvy', 'Avaxim', 'Bexsero', 'Boostrix', 'Cervarix', 'Comirnaty', 'Dukoral', 'Dultavax', 'Efluelda', 'Encepur',
  'Engerix', 'Euvax', 'Fluarix', 'Fluenz', 'FSME-Immun', 'Gardasil', 'Havrix', 'Hexacima', 'Hiberix', 'Imovax', 'Infanrix', 'Influvac',
  'Ixiaro', 'Menjugate', 'MenQuadfi', 'Menveo', 'M-M-RvaxPro', 'NeisVac-C', 'Nimenrix', 'Nuvaxovid', 'Pentaxim', 'Prevenar', 'Priorix',
  'ProQuad', 'Qdenga', 'Rabipur', 'Rotarix', 'RotaTeq', 'Shingrix', 'Spikevax', 'Stamaril', 'Synflorix', 'Tetraxim', 'Trumenba', 'Twinrix',
  'Typhim', 'Vaxelis', 'Vaxigrip', 'Vaxneuvance', 'Varilrix', 'Varivax', 'Verorab', 'Vivotif',
] as const
