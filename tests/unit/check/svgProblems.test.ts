import { describe, expect, test } from 'vitest'
import { svgProblems } from '../../../lib/check/svgProblems.ts'

// Ways to hide code in an SVG that the rule svg-skrypt's examples do not name,
// read by the function behind it (fast: no copy of the site).

const SVG = 'xmlns="http://www.w3.org/2000/svg"'
const svg = (inner: string, attributes = '') => `<svg ${SVG}${attributes} viewBox="0 0 10 10">${inner}</svg>`
const found = (text: string) => svgProblems(Buffer.from(text)).map((problem) => problem.what)

test('UTF-16 without a BOM is not read as a drawing', () => {
  expect(svgProblems(Buffer.from(`<?xml version="1.0" encoding="UTF-16"?>${svg('<script>alert(1)</script>')}`, 'utf16le'))).not.toEqual([])
})

describe('an SVG that could run code or load another document is refused', () => {
  test.each([
    ['a default namespace switched to XHTML', svg('<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g>')],
    ['an XHTML iframe', svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/>')],
    ['MathML with a link', svg('<math xmlns="http://www.w3.org/1998/Math/MathML" href="javascript:alert(1)"><mi>x</mi></math>')],
    ['an SVG-prefixed script', `<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>`],
    ['a look-alike (Cyrillic ѕ) script', svg('<ѕcript>alert(1)</ѕcript>')],
    ['an event attribute in another namespace', svg('<rect h:onclick="alert(1)" xmlns:h="http://www.w3.org/1999/xhtml"/>')],
    [
      'an href in the XHTML namespace under the xlink prefix',
      svg('<a xmlns:xlink="http://www.w3.org/1999/xhtml" xlink:href="javascript:alert(1)"><text>x</text></a>'),
    ],
    ['a link with a leading space and new lines', svg('<a href=" java&#10;script:alert(1)"><text>x</text></a>')],
    ['a link spelled with decimal references', svg('<a href="&#106;&#97;vascript:alert(1)"><text>x</text></a>')],
    ['xml:base', svg('<a xml:base="javascript:alert(1)//" href="#x"><text id="x">x</text></a>')],
    [
      'an animation of xlink:href with spaces',
      svg('<a href="#x"><animate attributeName=" xlink:href " values="javascript:alert(1)"/><text id="x">x</text></a>'),
    ],
    ['an animated fill loading another site', svg('<rect width="1" height="1"><animate attributeName="fill" values="url(https://example.com/#a)"/></rect>')],
    ['two url()s, the second external', svg('<rect fill="url(#a) url(https://example.com/x.svg#b)"/>')],
    ['@IMPORT in capitals inside CDATA', svg('<style><![CDATA[@IMPORT "https://example.com/x.css";]]></style>')],
    ['a CSS escape spelling url', svg('<rect style="fill: \\75 rl(https://example.com/x)"/>')],
    ['an SVG written into <image> as data', svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="1" height="1"/>')],
    ['a processing instruction inside the drawing', svg('<?xml-stylesheet type="text/xsl" href="#x"?><rect/>')],
    [
      'a comment hiding nothing but a DOCTYPE after it',
      `<!-- rysunek -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg('')}`,
    ],
    ['an undefined entity', svg('<a href="&js;alert(1)"><text>x</text></a>')],
    ['a root without the SVG namespace', '<svg><script>alert(1)</script></svg>'],
    ['an HTML page under the .svg name', '<!doctype html><html><script>alert(1)</script></html>'],
    ['not well-formed XML', svg('<rect onload=alert(1)/>')],
    ['UTF-7 declared (+ADw-script+AD4-)', `<?xml version="1.0" encoding="utf-7"?>${svg('+ADw-script+AD4-alert(1)+ADw-/script+AD4-')}`],
    ['UTF-16 declared after a UTF-8 BOM', `\ufeff<?xml version="1.0" encoding="UTF-16"?>${svg('')}`],
    ['XML 1.1, whose line ends browsers do not read', `<?xml version="1.1"?>${svg('<a href="#x\u0085"><text id="x">x</text></a>')}`],
    ['a second XML declaration', `<?xml version="1.0"?><?xml version="1.0" encoding="utf-16"?>${svg('')}`],
    ['a NUL inside a name', svg('<scr\u0000ipt>alert(1)</scr\u0000ipt>')],
    [
      'a script inside an Inkscape note',
      svg(
        '<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></sodipodi:namedview>',
      ),
    ],
    [
      'an event attribute on an Inkscape note',
      svg('<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" onload="alert(1)"/>'),
    ],
    ['a <handler> (SVG Tiny events)', svg('<handler type="application/ecmascript">alert(1)</handler>')],
  ])('%s', (_, text) => {
    expect(found(text)).not.toEqual([])
  })
})

describe('a plain drawing passes', () => {
  test.each([
    [
      'with an XML declaration, comments and a title',
      `<?xml version="1.0" encoding="utf-8"?>\n<!-- Wyeksportowano -->\n${svg('<title>Plan</title><desc>Parter</desc><circle cx="5" cy="5" r="4"/>')}`,
    ],
    [
      'with gradients, a clip path, a filter and a fragment use',
      svg(
        '<defs><radialGradient id="g"><stop offset="1" stop-color="#fff"/></radialGradient><clipPath id="c"><rect width="5" height="5"/></clipPath><filter id="f"><feGaussianBlur stdDeviation="1"/></filter><symbol id="s"><path d="M0 0h1"/></symbol></defs><use xlink:href="#s" clip-path="url(#c)" filter="url(#f)" fill="url(\'#g\')"/>',
        ' xmlns:xlink="http://www.w3.org/1999/xlink"',
      ),
    ],
    [
      'with a <style> of classes and accessibility attributes',
      svg(
        '<style>.a { fill: #0b6e4f; font-family: "Source Sans 3", sans-serif }</style><rect class="a" width="1" height="1" role="img" aria-label="Wejście"/>',
      ),
    ],
    ['with a photo written into it', svg('<image href="data:image/jpeg;base64,/9j/4AAQSkZJRg==" width="1" height="1"/>')],
    [
      'as Inkscape saves it (its layers, page and licence notes)',
      `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<svg width="210mm" height="297mm" viewBox="0 0 210 297" version="1.1" id="svg1" inkscape:version="1.3" sodipodi:docname="plan.svg" inkscape:export-filename="C:\\Users\\rejestracja\\plan.png" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns="http://www.w3.org/2000/svg" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<sodipodi:namedview id="namedview1" pagecolor="#ffffff" inkscape:zoom="0.7"><inkscape:page x="0" y="0" width="210" height="297" id="page1" /></sodipodi:namedview>\n<metadata><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format><dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage" /></cc:Work></rdf:RDF></metadata>\n<g inkscape:label="Warstwa 1" inkscape:groupmode="layer" id="layer1"><rect width="10" height="10" /></g>\n</svg>`,
    ],
    ['with a harmless animation', svg('<circle r="1"><animate attributeName="r" values="1;2;1" dur="2s" repeatCount="indefinite"/></circle>')],
  ])('%s', (_, text) => {
    expect(found(text)).toEqual([])
  })
})
