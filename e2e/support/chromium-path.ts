/**
 * The Chromium binary every test and script drives: CHROMIUM_PATH when set, else Debian's binary
 * itself (/usr/lib/chromium/chromium), else its launcher (/usr/bin/chromium). The launcher is a shell
 * script that adds the desktop's flags (/etc/chromium.d: rasterising on the GPU, which here is
 * SwiftShader's software emulation of one, and loading the packaged extensions); the binary without
 * them drew the same journeys with ~10% less CPU (funnel and site-wide: 103 s -> 96 s, Chromium's
 * processes 121 -> 110 CPU seconds).
 */
import { existsSync } from 'node:fs';

const DEBIAN_BINARY = '/usr/lib/chromium/chromium';
const DEBIAN_LAUNCHER = '/usr/bin/chromium';

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_BINARY) ? DEBIAN_BINARY : DEBIAN_LAUNCHER);
