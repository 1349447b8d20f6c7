// Async boundary: shared singletons (react, router, design system…) are negotiated before bootstrap runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
