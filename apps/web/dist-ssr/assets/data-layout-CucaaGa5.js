import { _ as QueryClientProvider, t as queryClient } from "./query-client-DhvDYMkK.js";
import { n as Outlet } from "./components-BNY1ZwEg.js";
import { t as require_jsx_runtime } from "./jsx-runtime-D3UvQVoU.js";
// src/app/routes/data-layout.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Wraps the routes that load API data, so the query library loads only with them. */
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryClientProvider, {
		client: queryClient,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
	});
}
export { Component };
