const f = (n) => (n / 1048576).toFixed(1);
const show = (tag) => { const m = process.memoryUsage(); console.error(tag, 'rss', f(m.rss), 'heapTotal', f(m.heapTotal), 'heapUsed', f(m.heapUsed), 'external', f(m.external), 'ab', f(m.arrayBuffers)); };
show('start');
setTimeout(() => show('t+3s'), 3000);
setTimeout(() => { globalThis.gc?.(); show('t+4s after gc'); }, 4000);
await import(process.env.ENTRY);
show('imported');
