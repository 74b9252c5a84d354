/**
 * Map tiles are configured as a Leaflet URL template (MAP_TILE_URL), e.g.
 * `https://{s}.tile.example.org/{z}/{x}/{y}.png`, or a path on this server (`/tiles/{z}/{x}/{y}.png`).
 * The Content-Security-Policy must let the browser load images from where that template points.
 */

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const ABSOLUTE = /^(https?):\/\/([^/?#]+)(?:[/?#]|$)/i;
const HOST_LABEL = /^[a-z0-9-]+$/i;

/**
 * The CSP source that allows the template's images: `'self'` for a path on this server, else the
 * scheme and host (a placeholder in the host, such as `{s}`, becomes a `*.` wildcard over the labels
 * after it) and port. Null when the template cannot be expressed as one CSP source.
 */
export function tileImageSource(template: string): string | null {
  if (!/\{z\}/.test(template) || !/\{x\}/.test(template) || !/\{y\}/.test(template)) return null;
  if (template.startsWith('/') && !template.startsWith('//')) return "'self'";
  const match = ABSOLUTE.exec(template);
  if (!match) return null;
  const [, scheme, authority] = match as unknown as [string, string, string];
  const portMatch = /:(\d{1,5})$/.exec(authority);
  const host = portMatch ? authority.slice(0, -portMatch[0].length) : authority;
  const labels = host.split('.');
  // Everything after the last label that holds a placeholder is fixed; that label becomes "*".
  const lastVariable = labels.findLastIndex((label) => /[{}]/.test(label));
  const fixed = lastVariable === -1 ? labels : labels.slice(lastVariable + 1);
  if (fixed.length === 0 || !fixed.every((label) => HOST_LABEL.test(label))) return null;
  const hostSource = lastVariable === -1 ? fixed.join('.') : `*.${fixed.join('.')}`;
  return `${scheme.toLowerCase()}://${hostSource.toLowerCase()}${portMatch ? portMatch[0] : ''}`;
}
