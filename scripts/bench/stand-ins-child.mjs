// The messaging stand-ins (scripts/stand-ins/stand-ins.mjs) in a process of their own, for a bench whose
// own process generates the load (scripts/bench/outbox-cost.mjs): what the providers' side costs is then not
// the load generator's. Forked with STAND_IN_APP_ORIGIN (where delivery reports go) and STAND_IN_INBOX_PORT;
// it sends the app's environment for them ({ appEnv, inboxUrl }) to its parent once they listen.
import { TEMPLATES } from '../../apps/api/src/modules/notifications/templates/templates.ts';
import { startStandIns } from '../stand-ins/stand-ins.mjs';

const standIns = await startStandIns({
  appOrigin: process.env.STAND_IN_APP_ORIGIN,
  inboxPort: Number(process.env.STAND_IN_INBOX_PORT),
  messageTemplates: TEMPLATES,
});
process.send?.({ appEnv: standIns.appEnv, inboxUrl: standIns.inboxUrl });
// The bench gone (done, or killed): the stand-ins go too, within a second whatever is still open.
process.on('disconnect', () => {
  setTimeout(() => process.exit(0), 1000).unref();
  void standIns.close().then(() => process.exit(0));
});
