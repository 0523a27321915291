import { c as Link, o as useTranslation, s as paths } from "../entry.js";
import { K as require_react, Y as __toESM, t as require_jsx_runtime } from "./jsx-runtime-D3UvQVoU.js";
// src/features/intro/image-slider.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var SLIDE_INTERVAL_MS = 3e3;
var SLIDES = [
	{
		src: "/images/intro/slide-1.svg",
		altKey: "intro.slide1"
	},
	{
		src: "/images/intro/slide-2.svg",
		altKey: "intro.slide2"
	},
	{
		src: "/images/intro/slide-3.svg",
		altKey: "intro.slide3"
	},
	{
		src: "/images/intro/slide-4.svg",
		altKey: "intro.slide4"
	}
];
/**
* Changes picture every 3 seconds (SPEC.md). Moving content needs a way to stop it (WCAG 2.2.2),
* so there is a pause button; people who ask for reduced motion start paused.
*/
var prefersReducedMotion = () => typeof window !== "undefined" && (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false);
function ImageSlider() {
	const { t } = useTranslation();
	const [index, setIndex] = (0, import_react.useState)(0);
	const [paused, setPaused] = (0, import_react.useState)(prefersReducedMotion);
	(0, import_react.useEffect)(() => {
		if (paused) return;
		const timer = setInterval(() => setIndex((current) => (current + 1) % SLIDES.length), SLIDE_INTERVAL_MS);
		return () => clearInterval(timer);
	}, [paused]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "slider",
		"aria-roledescription": "Karussell",
		"aria-label": t("intro.sliderLabel"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "slider__frame",
			children: SLIDES.map((slide, slideIndex) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: slide.src,
				alt: t(slide.altKey),
				width: "1200",
				height: "750",
				className: slideIndex === index ? "slider__image slider__image--active" : "slider__image",
				"aria-hidden": slideIndex === index ? void 0 : true,
				fetchPriority: slideIndex === 0 ? "high" : "low",
				loading: slideIndex === 0 ? "eager" : "lazy",
				decoding: "async"
			}, slide.src))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "slider__controls",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button button--secondary slider__toggle",
				onClick: () => setPaused((value) => !value),
				children: paused ? t("intro.play") : t("intro.pause")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "slider__position",
				"aria-live": paused ? "polite" : "off",
				children: t("intro.slideOf", {
					current: index + 1,
					total: SLIDES.length
				})
			})]
		})]
	});
}
// src/features/intro/intro-page.tsx
function Component() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "intro",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			className: "intro__hero",
			"aria-labelledby": "intro-title",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "intro__text",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						id: "intro-title",
						children: t("intro.title")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "intro__lead",
						children: t("intro.lead")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "intro__price",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: t("intro.price") }),
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: t("intro.priceNote") })
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "intro__actions",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: paths.selection.root,
							className: "button button--primary button--large",
							children: t("intro.start")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: `#${paths.moreInfoAnchor}`,
							className: "button button--secondary button--large",
							children: t("intro.more")
						})]
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageSlider, {})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			id: paths.moreInfoAnchor,
			className: "intro__more",
			"aria-labelledby": "more-title",
			tabIndex: -1,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "more-title",
					children: t("intro.moreTitle")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
					className: "intro__steps",
					children: [
						1,
						2,
						3
					].map((step) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: t(`intro.step${step}Title`) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t(`intro.step${step}Text`) })] }, step))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: t("intro.promiseTitle") }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "intro__promises",
					children: [
						1,
						2,
						3,
						4
					].map((promise) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: t(`intro.promise${promise}`) }, promise))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "intro__closing",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: paths.selection.root,
							className: "button button--primary button--large",
							children: t("intro.start")
						}),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: paths.legal.prices,
							children: t("intro.pricesLink")
						})
					]
				})
			]
		})]
	});
}
export { Component };
