// The map demo page (/demo/map): MapLibre GL JS served from the installed npm package (no CDN) over the service's
// basemap and occurrence vector tiles, with a mode switch, taxon / year / country filters, a legend and the records of a
// clicked feature. Kept in code so the compiled service needs no extra files; no inline
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
<form id="panel">
  <label>Mode <select id="mode">
    <option value="points">points</option><option value="cluster">cluster</option>
    <option value="grid">grid</option><option value="hex">hex</option>
  </select></label>
  <label><input type="checkbox" id="polygon"> bin outlines</label>
  <label>Taxon <input id="taxon" placeholder="name or node id" size="16"></label>
  <label>Years <input id="yearFrom" type="number" min="1" max="9999" placeholder="from" size="5">–<input id="yearTo" type="number" min="1" max="9999" placeholder="to" size="5"></label>
  <label>Countries <input id="country" placeholder="NO, SE" size="8"></label>
  <button id="apply" type="submit">Apply</button>
  <div id="status" role="status"></div>
</form>
<div id="legend">
  <div class="title">Records per feature</div>
  <div class="row"><span class="dot r1"></span>1</div>
  <div class="row"><span class="dot r2"></span>10</div>
  <div class="row"><span class="dot r3"></span>100</div>
  <div class="row"><span class="dot r4"></span>1,000+</div>
  <div class="row"><span class="swatch land"></span>land</div>
  <div class="row"><span class="line border"></span>country border</div>
  <div class="row"><span class="line coast"></span>coastline</div>
  <div class="source">Basemap: Natural Earth (public domain)</div>
</div>
<aside id="records" hidden><button id="close" type="button">×</button><div id="recordsBody"></div></aside>
<div id="map"></div>
<script src="/demo/assets/maplibre-gl.js"></script>
<script src="/demo/assets/map.js"></script>
</body>
</html>
`;

const STYLE = `html, body, #map { margin: 0; height: 100%; }
#panel { position: absolute; top: 10px; left: 10px; right: 10px; z-index: 1; background: #fff; padding: 6px 10px; font: 14px sans-serif; border-radius: 4px; box-shadow: 0 1px 4px #0004; display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; }
#status { color: #444; }
#legend { position: absolute; bottom: 24px; left: 10px; z-index: 1; background: #fffe; padding: 6px 10px; font: 12px sans-serif; border-radius: 4px; box-shadow: 0 1px 4px #0004; }
#legend .title { font-weight: bold; margin-bottom: 4px; }
#legend .row { display: flex; align-items: center; gap: 6px; height: 22px; }
#legend .dot { display: inline-block; border-radius: 50%; background: #c0392bcc; }
#legend .r1 { width: 6px; height: 6px; margin: 0 9px; } #legend .r2 { width: 12px; height: 12px; margin: 0 6px; }
#legend .r3 { width: 18px; height: 18px; margin: 0 3px; } #legend .r4 { width: 24px; height: 24px; }
#legend .swatch { display: inline-block; width: 24px; height: 12px; background: #f3efe4; border: 1px solid #bbb; }
#legend .line { display: inline-block; width: 24px; height: 0; border-top: 2px solid; }
#legend .border { border-color: #9a8f86; } #legend .coast { border-color: #4f7391; }
#legend .source { margin-top: 4px; color: #666; }
#records { position: absolute; top: 70px; right: 10px; bottom: 24px; width: 340px; overflow: auto; z-index: 2; background: #fff; padding: 8px 12px; font: 13px sans-serif; border-radius: 4px; box-shadow: 0 1px 6px #0006; }
#records ol { padding-left: 20px; } #records li { margin-bottom: 6px; }
#close { float: right; }
`;

const SCRIPT = `// The map draws the service's own tiles only: a Natural Earth basemap and the occurrences, both as vector tiles, with
// the filters of GET /api/v1/distributions (taxonId, year, country) sent to the tiles and to the list alike.
const $ = (id) => document.getElementById(id);
let filters = new URLSearchParams();

const tileUrl = (mode, polygon) => {
  const q = new URLSearchParams(filters);
  q.set('mode', mode);
  q.set('geometry', polygon && (mode === 'grid' || mode === 'hex') ? 'polygon' : 'point');
  return location.origin + '/api/v1/distributions/tiles/{z}/{x}/{y}.mvt?' + q.toString();
};
const map = new maplibregl.Map({
  container: 'map',
  center: [10, 52],
  zoom: 2.5,
  maxZoom: 20,
  style: {
    version: 8,
    sources: {
      basemap: { type: 'vector', tiles: [location.origin + '/api/v1/distributions/basemap/{z}/{x}/{y}.mvt'], minzoom: 0, maxzoom: 10 },
      occurrence: { type: 'vector', tiles: [tileUrl('points', false)], minzoom: 0, maxzoom: 20 }
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#d4e6f1' } },
      { id: 'land', type: 'fill', source: 'basemap', 'source-layer': 'countries', paint: { 'fill-color': '#f3efe4' } },
      { id: 'country-borders', type: 'line', source: 'basemap', 'source-layer': 'countries', paint: { 'line-color': '#9a8f86', 'line-width': 0.7 } },
      { id: 'coastline', type: 'line', source: 'basemap', 'source-layer': 'land', paint: { 'line-color': '#4f7391', 'line-width': 1 } },
      { id: 'occurrence-fill', type: 'fill', source: 'occurrence', 'source-layer': 'occurrence',
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': ['interpolate', ['linear'], ['ln', ['get', 'total']], 0, '#fde0c5', 6, '#c0392b'], 'fill-opacity': 0.75, 'fill-outline-color': '#7f1d1d' } },
      { id: 'occurrence-circle', type: 'circle', source: 'occurrence', 'source-layer': 'occurrence',
        filter: ['==', ['geometry-type'], 'Point'],
        paint: { 'circle-color': '#c0392b', 'circle-opacity': 0.8,
                 'circle-radius': ['interpolate', ['linear'], ['log10', ['get', 'total']], 0, 3, 3, 12] } }
    ]
  }
});
window.map = map;

const updateTiles = () => map.getSource('occurrence').setTiles([tileUrl($('mode').value, $('polygon').checked)]);

/** The taxon field: a node id as it is, a name through the taxonomy search (the best match). */
async function taxonIdOf(text) {
  if (/^\\d+$/.test(text)) return text;
  const r = await fetch('/api/v1/taxonomy/search?q=' + encodeURIComponent(text) + '&limit=1');
  const item = r.ok ? (await r.json()).data.items[0] : undefined;
  if (!item) throw new Error('no taxon named ' + text);
  return String(item.id);
}

async function apply() {
  const next = new URLSearchParams();
  try {
    const taxon = $('taxon').value.trim();
    if (taxon) next.append('taxonId', await taxonIdOf(taxon));
    const from = $('yearFrom').value.trim(), to = $('yearTo').value.trim();
    if (from || to) next.set('year', (from || '*') + ',' + (to || '*'));
    for (const c of $('country').value.split(/[\\s,]+/).filter(Boolean)) next.append('country', c);
    const r = await fetch('/api/v1/distributions?pageSize=1&' + next.toString());
    const body = await r.json();
    if (!r.ok) throw new Error(body.error.message);
    filters = next;
    $('status').textContent = body.data.pagination.total.toLocaleString('en') + ' records match';
    $('status').dataset.total = String(body.data.pagination.total);
    updateTiles();
  } catch (error) {
    $('status').textContent = String(error.message || error);
    delete $('status').dataset.total;
  }
}

/** The records under a clicked point or bin: the list with the map's filters and the feature's box. */
async function showRecords(feature, point) {
  let west, south, east, north;
  if (feature.geometry.type === 'Polygon') {
    const ring = feature.geometry.coordinates[0];
    west = Math.min(...ring.map((p) => p[0])); east = Math.max(...ring.map((p) => p[0]));
    south = Math.min(...ring.map((p) => p[1])); north = Math.max(...ring.map((p) => p[1]));
  } else {
    // a point stands for its pixel (or cluster): a box of a few pixels around the click
    const r = 8;
    const a = map.unproject([point.x - r, point.y + r]), b = map.unproject([point.x + r, point.y - r]);
    west = a.lng; south = a.lat; east = b.lng; north = b.lat;
  }
  const clamp = (v, m) => Math.max(-m, Math.min(m, v)).toFixed(5);
  const q = new URLSearchParams(filters);
  q.set('bbox', [clamp(west, 180), clamp(south, 90), clamp(east, 180), clamp(north, 90)].join(','));
  q.set('pageSize', '20');
  const r = await fetch('/api/v1/distributions?' + q.toString());
  const body = await r.json();
  const panel = $('recordsBody');
  panel.textContent = '';
  const head = document.createElement('p');
  head.id = 'recordsTotal';
  head.dataset.total = String(r.ok ? body.data.pagination.total : 0);
  head.textContent = r.ok ? body.data.pagination.total.toLocaleString('en') + ' records here (the feature says ' + feature.properties.total + ')' : body.error.message;
  panel.append(head);
  const list = document.createElement('ol');
  for (const record of r.ok ? body.data.items : []) {
    const li = document.createElement('li');
    li.className = 'record';
    li.textContent = (record.species || '(unresolved name)') + ' — ' + (record.eventDate || 'undated') + ', ' + (record.locality || record.country || '') + ' [' + record.source + ', ' + record.id + ']';
    list.append(li);
  }
  panel.append(list);
  $('records').hidden = false;
}

map.on('click', (e) => {
  const hit = map.queryRenderedFeatures(e.point, { layers: ['occurrence-circle', 'occurrence-fill'] })[0];
  if (hit) void showRecords(hit, e.point);
});
for (const layer of ['occurrence-circle', 'occurrence-fill']) {
  map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
  map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
}
$('mode').addEventListener('change', updateTiles);
$('polygon').addEventListener('change', updateTiles);
$('panel').addEventListener('submit', (e) => { e.preventDefault(); void apply(); });
$('close').addEventListener('click', () => ($('records').hidden = true));
`;

/** GET /demo/map, its script and style, and the MapLibre assets it loads from /demo/assets/; mounted at /demo. */
export function demoPages(): Router {
  const router = express.Router();
  router.get('/map', (_req, res) => {
    res.type('html').set({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': MAP_CSP }).send(PAGE);
  });
  router.get('/assets/map.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(SCRIPT);
  });
  router.get('/assets/map.css', (_req, res) => {
    res.type('text/css').set('Cache-Control', 'no-cache').send(STYLE);
  });
  router.get(['/assets/maplibre-gl.js', '/assets/maplibre-gl.css'], (req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').sendFile(join(MAPLIBRE_DIST, req.path.slice('/assets/'.length)));
  });
  return router;
}
