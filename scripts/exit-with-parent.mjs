// Preloaded (`node --import ./scripts/exit-with-parent.mjs …`) into the processes `npm start` and
// `npm run seed` start: ends this process once the process that started it is gone, even if that one
// was killed with SIGKILL and could not stop its children, so an orphaned `next start` never keeps
// the port and an orphaned seed never keeps writing. (Node has no PR_SET_PDEATHSIG; process.ppid is
// read once at start-up, so the parent is probed with signal 0. The parent names itself in
// EXIT_WITH_PARENT_PID: a parent killed before this line runs would otherwise leave ppid = 1.)
const parent = Number(process.env.EXIT_WITH_PARENT_PID) || process.ppid
setInterval(() => {
  try {
    process.kill(parent, 0)
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH') {
      console.error(`process ${process.pid}: the process that started it (${parent}) is gone; stopping`)
      process.exit(1)
    }
  }
}, 1000).unref()
