// Async boundary: shared singletons (react, router, design system…) are negotiated before bootstrap runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
