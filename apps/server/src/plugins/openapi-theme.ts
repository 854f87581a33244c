/*
 * The API reference page's theme (Swagger UI at GET /api/docs, plugins/openapi.ts): its title, a
 * stylesheet served after Swagger UI's own, and a script that gives the page a viewport.
 */

/**
 * Served as a theme stylesheet after Swagger UI's own: colours darkened to a 4.5:1 contrast and
 * small links given a 24 px target (WCAG 2.2 AA), where Swagger UI's defaults fall short.
 */
const ACCESSIBLE_THEME = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #0b5cad; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #137a4b; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a5000; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c4161c; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0b6e5c; }
.swagger-ui .opblock.opblock-head .opblock-summary-method { background: #6a0dc4; }
.swagger-ui .info .title small { background: #5b616b; }
.swagger-ui .info .title small.version-stamp { background-color: #3d6600; }
.swagger-ui .info .title small pre { color: #fff; }
.swagger-ui .info a, .swagger-ui .info .url { color: #1a5fb4; }
.swagger-ui .btn.authorize { color: #137a4b; border-color: #137a4b; }
.swagger-ui .btn.authorize svg { color: #137a4b; fill: #137a4b; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #595959; }
.swagger-ui .opblock-summary-path .nostyle,
.swagger-ui .opblock-summary-path a,
.swagger-ui .expand-operation { display: inline-block; min-height: 24px; min-width: 24px; }
`;

export const SWAGGER_UI_THEME = {
  title: 'Wayfare API reference',
  css: [{ filename: 'accessible.css', content: ACCESSIBLE_THEME }],
  // Swagger UI's page has no viewport tag: without it a phone lays it out 980 px wide.
  js: [
    {
      filename: 'viewport.js',
      content:
        'document.head.insertAdjacentHTML(\'beforeend\', \'<meta name="viewport" content="width=device-width, initial-scale=1">\');',
    },
  ],
};
