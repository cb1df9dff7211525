/** The hosted checkout's look: light, one card, the amount first; sized for a phone (390 px) and up. */
export const PAY_STYLE = `
:root{color-scheme:light;--ink:#0f172a;--muted:#64748b;--line:#e2e8f0;--brand:#4f46e5;--brand-dark:#4338ca}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);
background:linear-gradient(180deg,#eef2ff 0,#f8fafc 320px)}
.top{display:flex;align-items:center;gap:8px;max-width:440px;margin:0 auto;padding:16px 20px}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;letter-spacing:-.01em}
.brand svg{width:22px;height:22px}
.badge{margin-left:auto;border-radius:999px;background:#fef3c7;color:#92400e;font-size:12px;font-weight:600;padding:2px 10px}
main{max-width:440px;margin:0 auto;padding:0 16px 24px}
.card{background:#fff;border:1px solid var(--line);border-radius:20px;box-shadow:0 10px 30px -12px rgba(15,23,42,.18);padding:24px 20px}
.payee{margin:0;color:var(--muted);font-size:14px}
.merchant{margin:2px 0 0;font-size:20px;font-weight:700;overflow-wrap:anywhere}
.description{margin:4px 0 0;color:var(--muted);font-size:14px;overflow-wrap:anywhere}
.amount{margin:20px 0 4px;display:flex;align-items:baseline;gap:8px;font-variant-numeric:tabular-nums}
.amount .value{font-size:40px;font-weight:800;letter-spacing:-.02em;line-height:1.1;overflow-wrap:anywhere}
.amount .currency{font-size:18px;font-weight:600;color:var(--muted)}
dl{margin:16px 0 0;border-top:1px solid var(--line);padding-top:12px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px}
dt{color:var(--muted)}dd{margin:0;text-align:right;overflow-wrap:anywhere;font-variant-numeric:tabular-nums}
.qr{margin:20px auto 0;text-align:center}
.qr div{display:inline-block;background:#fff;border:1px solid var(--line);border-radius:16px;padding:12px}
.qr svg{display:block;width:200px;height:200px}
.qr figcaption{margin-top:8px;color:var(--muted);font-size:14px}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin-top:24px}
button,.return{font:inherit;font-weight:600;border-radius:12px;min-height:48px;padding:10px 16px;cursor:pointer;text-align:center;text-decoration:none}
.pay{grid-column:1/-1;border:0;background:var(--brand);color:#fff;font-size:18px;box-shadow:0 6px 16px -6px rgba(79,70,229,.6)}
.pay:hover{background:var(--brand-dark)}
.secondary{background:#fff;border:1px solid #cbd5e1;color:var(--ink)}
.secondary:hover{background:#f1f5f9}
button:focus-visible,.return:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
.scanned{display:flex;align-items:center;gap:6px;margin:0 0 14px;color:#15803d;font-size:13px;font-weight:600}
.scanned svg{width:18px;height:18px}
.note{margin:16px 0 0;color:var(--muted);font-size:13px;text-align:center}
.state{display:flex;align-items:center;gap:10px;margin:0 0 16px;font-size:22px;font-weight:700}
.state svg{width:32px;height:32px;flex:none}
.status{text-transform:capitalize}
.return{display:block;margin-top:24px;background:var(--brand);color:#fff}
main:has(.wide){max-width:760px}
.table{position:relative;overflow-x:auto;margin-top:12px}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:8px 6px;border-top:1px solid var(--line);white-space:nowrap}
th{color:var(--muted);font-weight:600}
.num{text-align:right;font-variant-numeric:tabular-nums}
td a{color:var(--brand);font-weight:600}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
footer{max-width:440px;margin:0 auto;padding:0 20px 24px;color:var(--muted);font-size:12px;text-align:center}
`;
