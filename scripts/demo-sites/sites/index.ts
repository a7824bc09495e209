/** Every demo site, in the portfolio's order (server/seed/portfolio-data.ts). */
import type { DemoSite } from '../kit';
import { brightpath } from './brightpath-marketing';
import { byteforge } from './byteforge-devportal';
import { cobaltOps } from './cobalt-ops-dashboard';
import { harborline } from './harborline-credit-union';
import { helixRobotics } from './helix-robotics';
import { ledgerly } from './ledgerly';
import { lumenGrain } from './lumen-grain';
import { meridianTravel } from './meridian-travel';
import { northwindCloud } from './northwind-cloud';
import { paycrest } from './paycrest';
import { studioOkapi } from './studio-okapi';
import { summitRidge } from './summit-ridge-wealth';
import { tallgrass } from './tallgrass-recruiting';
import { velvetRoom } from './velvet-room';

export const DEMO_SITES: readonly DemoSite[] = [
  northwindCloud,
  harborline,
  lumenGrain,
  brightpath,
  helixRobotics,
  ledgerly,
  studioOkapi,
  summitRidge,
  tallgrass,
  byteforge,
  velvetRoom,
  paycrest,
  meridianTravel,
  cobaltOps,
];
