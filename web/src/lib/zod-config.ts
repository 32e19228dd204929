import { z } from 'zod'

// The dashboard's Content-Security-Policy forbids eval: without this, zod
// probes for it with `new Function` on first use, which the browser reports
// as a policy violation on every page load. Validation is the same either way.
z.config({ jitless: true })
