import {
  send,
  serveBench
} from "./chunk-LL7Z745G.js";

// bench/bare-server.ts
import Koa from "koa";
var bodies = /* @__PURE__ */ new Map();
var app = new Koa();
app.use((ctx) => {
  ctx.body = bodies.get(ctx.path) ?? { status: "ok", service: "bare-koa" };
});
var server = app.listen(0, "127.0.0.1", () => {
  const close = () => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  serveBench(server.address().port, close, (message) => {
    if (message.type !== "bodies") return;
    for (const [requestPath, body] of Object.entries(message.bodies)) bodies.set(requestPath, body);
    send({ type: "bodies.set" });
  });
});
//# sourceMappingURL=bare.js.map
