// The map demo page (/demo/map): MapLibre GL JS served from the installed npm package (no CDN) over the
// occurrence vector tiles, with a mode switch. Kept in code so the compiled service needs no extra files; no inline
// script or style, so its Content-Security-Policy allows this origin only (and the blob: workers MapLibre starts).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { type Router } from 'express';
import { contentSecurityPolicy, PAGE_DIRECTIVES } from './security-headers.js';

const require = createRequire(import.meta.url);
const MAPLIBRE_DIST = dirname(require.resolve('maplibre-gl/dist/maplibre-gl.js'));

/** MapLibre runs its tile parsing in workers made from blob: URLs and draws sprites and glyphs from data:/blob: images. */
export const MAP_CSP = contentSecurityPolicy({
  ...PAGE_DIRECTIVES,
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data: blob:",
  'connect-src': "'self'",
  'worker-src': 'blob:',
  'child-src': 'blob:',
});

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Lepidoptera occurrences — map</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/demo/assets/maplibre-gl.css">
<link rel="stylesheet" href="/demo/assets/map.css">
</head>
<body>
<div id="panel">
  <label>Mode <select id="mode">
    <option value="points">points</option><option value="cluster">cluster</option>
    <option value="grid">grid</option><option value="hex">hex</option>
  </select></label>
  <label><input type="checkbox" id="polygon"> bin outlines</label>
</div>
<div id="map"></div>
<script src="/demo/assets/maplibre-gl.js"></script>
<script src="/demo/assets/map.js"></script>
</body>
</html>
`;

const STYLE = `html, body, #map { margin: 0; height: 100%; }
#panel { position: absolute; top: 10px; left: 10px; z-index: 1; background: #fff; padding: 6px 10px; font: 14px sans-serif; border-radius: 4px; box-shadow: 0 1px 4px #0004; }
`;

const SCRIPT = `// No base map is fetched from anywhere: a plain background and the service's own tiles only.
const tileUrl = (mode, polygon) => location.origin + '/api/v1/distributions/tiles/{z}/{x}/{y}.mvt?mode=' + mode +
  '&geometry=' + (polygon && (mode === 'grid' || mode === 'hex') ? 'polygon' : 'point');
const map = new maplibregl.Map({
  container: 'map',
  center: [10, 45],
  zoom: 2,
  maxZoom: 20,
  style: {
    version: 8,
    sources: { occurrence: { type: 'vector', tiles: [tileUrl('points', false)], minzoom: 0, maxzoom: 20 } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#e8eef2' } },
      { id: 'occurrence-fill', type: 'fill', source: 'occurrence', 'source-layer': 'occurrence',
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': ['interpolate', ['linear'], ['ln', ['get', 'total']], 0, '#fde0c5', 6, '#c0392b'], 'fill-opacity': 0.75, 'fill-outline-color': '#7f1d1d' } },
      { id: 'occurrence-circle', type: 'circle', source: 'occurrence', 'source-layer': 'occurrence',
        filter: ['==', ['geometry-type'], 'Point'],
        paint: { 'circle-color': '#c0392b', 'circle-opacity': 0.8,
                 'circle-radius': ['interpolate', ['linear'], ['ln', ['+', 1, ['get', 'total']]], 0, 2, 8, 14] } }
    ]
  }
});
window.map = map;
const update = () => map.getSource('occurrence').setTiles([tileUrl(document.getElementById('mode').value, document.getElementById('polygon').checked)]);
document.getElementById('mode').addEventListener('change', update);
document.getElementById('polygon').addEventListener('change', update);
`;

/** GET /demo/map, its script and style, and the MapLibre assets it loads from /demo/assets/. */
export function demoPages(): Router {
  const router = express.Router();
  router.get('/demo/map', (_req, res) => {
    res.type('html').set({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': MAP_CSP }).send(PAGE);
  });
  router.get('/demo/assets/map.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(SCRIPT);
  });
  router.get('/demo/assets/map.css', (_req, res) => {
    res.type('text/css').set('Cache-Control', 'no-cache').send(STYLE);
  });
  router.get(['/demo/assets/maplibre-gl.js', '/demo/assets/maplibre-gl.css'], (req, res) => {
    res
      .set('Cache-Control', 'public, max-age=3600')
      .sendFile(join(MAPLIBRE_DIST, req.path.slice('/demo/assets/'.length)));
  });
  return router;
}
