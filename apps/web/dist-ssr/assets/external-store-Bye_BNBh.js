import { K as require_react, Y as __toESM } from "./jsx-runtime-D3UvQVoU.js";
// src/lib/external-store.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** A tiny observable value for app-wide UI state (message box, busy spinner) without a library. */
function createStore(initial) {
	let state = initial;
	const listeners = /* @__PURE__ */ new Set();
	return {
		get: () => state,
		set(next) {
			state = typeof next === "function" ? next(state) : next;
			listeners.forEach((listener) => listener());
		},
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
function useStore(store) {
	return (0, import_react.useSyncExternalStore)(store.subscribe, store.get, store.get);
}
export { useStore as n, createStore as t };
