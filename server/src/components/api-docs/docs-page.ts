import { API_BASE, API_ROUTES, apiPath } from '@zlota/shared/api-routes';

// The browsable page of the API document: Swagger UI's own files, and a start script of ours (the CSP allows no
// inline script), all served from /api/docs/.

const asset = (file: string) => `${API_BASE}${apiPath(API_ROUTES.apiDocsAsset, { file })}`;

export const START_SCRIPT = 'start.js';

export const docsPage = () => `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API — Złota rybka</title>
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${asset(START_SCRIPT)}"></script>
</body>
</html>
`;

/** No validator badge: it would send the document to swagger.io, and the CSP forbids it anyway. */
export const startScript = () => `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(`${API_BASE}${apiPath(API_ROUTES.openApi)}`)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
});
`;
