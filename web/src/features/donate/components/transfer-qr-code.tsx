import QRCode from 'qrcode';

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as SVG from the `qrcode` library's matrix (no HTML strings, nothing the page's CSP refuses), with
 * error correction level L as ZBP's recommendation asks; the library writes the text as UTF-8, as the recommendation does.
 */
export function TransferQrCode({ text, label }: { text: string; label: string }) {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'L' }).modules;
  const side = size + 2 * QUIET_ZONE;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (data[row * size + column]) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return (
    <svg className="transfer__qr" role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
