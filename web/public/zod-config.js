// The dashboard's Content-Security-Policy forbids eval. Unless zod is told to run
// "jitless", it probes for eval with `new Function` as the first object schema is
// built, and Chromium reports the refused probe as a console error on every page.
// Schemas are built as the dashboard's modules load, before any code of ours that
// imports zod could configure it, and the bundler runs a module's imports before the
// module itself. So this is a classic script that index.html runs before every module:
// zod reads its configuration from this global when it loads. Validation is the same
// either way.
globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true })
