// Serves the Swagger UI assets from the local swagger-ui-dist package (no CDN), pointed at our document.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import express, { type Router } from 'express';
import { contentSecurityPolicy, PAGE_DIRECTIVES } from './security-headers.js';

const require = createRequire(import.meta.url);
const SWAGGER_DIR: string = (require('swagger-ui-dist') as { getAbsoluteFSPath(): string }).getAbsoluteFSPath();

/**
 * Swagger UI's scripts and styles are files of this origin; its React views set inline styles, its icons are data:
 * images, and "Try it out" calls this origin. `validatorUrl: null` keeps it from loading a badge from swagger.io.
 */
export const SWAGGER_CSP = contentSecurityPolicy({
  ...PAGE_DIRECTIVES,
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
});

const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '/api/v1/openapi.json',
    dom_id: '#swagger-ui',
    validatorUrl: null,
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout'
  });
};
`;

/** The UI's index page; served by the getSwaggerUi operation. */
export function swaggerIndexHtml(): string {
  return readFileSync(join(SWAGGER_DIR, 'index.html'), 'utf8');
}

/** Static assets under /swagger/ (index.html itself is an API operation); mounted at /swagger, so paths are below it. */
export function swaggerAssets(): Router {
  const router = express.Router();
  // the UI's address without its page: a redirect to the page itself (express.static would send `/swagger/`, a 404)
  router.get('/', (_req, res) => {
    res.redirect(301, '/swagger/index.html');
  });
  router.get('/swagger-initializer.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(INITIALIZER);
  });
  // index.html is the getSwaggerUi operation: leave it to the API router, with the page's policy set.
  router.use((req, res, next) => {
    if (req.path !== '/index.html') return next();
    res.set('Content-Security-Policy', SWAGGER_CSP);
    next('router');
  });
  router.use(express.static(SWAGGER_DIR, { index: false, maxAge: '1h', fallthrough: true }));
  return router;
}
