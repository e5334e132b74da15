/**
 * The host side of the Energy Advisor bridge: what a builder's page does to drive the advisor
 * embedded in an iframe. Plain JavaScript, no build step.
 *
 * The two rules that make a postMessage bridge safe, on this side as on the advisor's:
 * 1. post to the advisor's exact origin, never '*';
 * 2. accept a message only if it comes from that origin AND from the advisor's frame.
 */

const WIDGET_ORIGIN = document.querySelector('meta[name="energy-advisor-origin"]').content;
/**
 * The user this page's server signed in, and the identity token it signed for them ('' without
 * IDENTITY_SECRET). The token proves the user to the advisor: sent with SET_IDENTITY_TOKEN, it lets
 * the visitor see all of that user's conversations, on any device.
 */
const SIGNED_IN_USER = document.querySelector('meta[name="energy-advisor-signed-in-user"]').content;
const IDENTITY_TOKEN = document.querySelector('meta[name="energy-advisor-identity-token"]').content;
/** Messages in are typed with this prefix; messages out carry `source: 'energy-advisor'`. */
const PREFIX = 'ENERGY_ADVISOR_';
const SOURCE = 'energy-advisor';

const frame = document.getElementById('advisor-frame');
const logList = document.getElementById('log');
let ignoredCount = 0;

// ---------------------------------------------------------------------------------------------
// The frame
// ---------------------------------------------------------------------------------------------

/** The advisor's full-page screen, embedded: /agent-fullpage?embedded=true&projectId=…&userId=…&jobId=… */
function frameUrl() {
  const url = new URL('/agent-fullpage', WIDGET_ORIGIN);
  url.searchParams.set('embedded', 'true');
  for (const [name, inputId] of [
    ['projectId', 'project-id'],
    ['userId', 'user-id'],
    ['jobId', 'job-id'],
  ]) {
    const value = document.getElementById(inputId).value.trim();
    if (value !== '') url.searchParams.set(name, value);
  }
  return url.href;
}

function loadFrame() {
  const src = frameUrl();
  setStatus('status-ready', 'not yet (waiting for CHAT_READY)');
  frame.src = src;
  document.getElementById('frame-src').textContent = src;
}

function minimizeFrame(minimized) {
  document.getElementById('frame-shell').classList.toggle('minimized', minimized);
  document.getElementById('restore-frame').hidden = !minimized;
}

// ---------------------------------------------------------------------------------------------
// Messages to the advisor
// ---------------------------------------------------------------------------------------------

/** Posts one message to the advisor's frame, naming its origin: the browser drops it if the frame is elsewhere. */
function send(message) {
  frame.contentWindow.postMessage(message, WIDGET_ORIGIN);
  addLogEntry('out', message);
}

function inputValue(id) {
  return document.getElementById(id).value;
}

/** The building details textarea as an object, or null (with the reason shown) when it is not a JSON object. */
function readBuildingDetails() {
  const error = document.getElementById('building-details-error');
  error.hidden = true;
  try {
    const value = JSON.parse(inputValue('building-details'));
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value;
    error.textContent = 'Building details must be a JSON object ({ … }).';
  } catch (parseError) {
    error.textContent = `Not valid JSON: ${parseError.message}`;
  }
  error.hidden = false;
  return null;
}

/** Each button and the message it sends. */
const buttons = {
  'send-set-user-id': () => send({ type: `${PREFIX}SET_USER_ID`, userId: inputValue('user-id') }),
  'send-set-project-id': () => send({ type: `${PREFIX}SET_PROJECT_ID`, projectId: inputValue('project-id') }),
  'send-set-job-id': () => send({ type: `${PREFIX}SET_JOB_ID`, jobId: inputValue('job-id') }),
  'send-set-identity-token': () => send({ type: `${PREFIX}SET_IDENTITY_TOKEN`, identityToken: IDENTITY_TOKEN }),
  'send-set-building-details': () => {
    const buildingDetails = readBuildingDetails();
    if (buildingDetails !== null) send({ type: `${PREFIX}SET_BUILDING_DETAILS`, buildingDetails });
  },
  'send-building-details-updated': () => {
    if (!document.getElementById('include-details').checked) {
      send({ type: `${PREFIX}building_details_updated` });
      return;
    }
    const buildingDetails = readBuildingDetails();
    if (buildingDetails !== null) send({ type: `${PREFIX}building_details_updated`, buildingDetails });
  },
  'send-request-conversation-id': () => send({ type: `${PREFIX}REQUEST_CONVERSATION_ID` }),
  'send-reload-transcript': () => send({ type: `${PREFIX}reload_transcript` }),
  'send-send-message': () => send({ type: `${PREFIX}SEND_MESSAGE`, message: inputValue('message') }),
  'reload-frame': loadFrame,
  'restore-frame': () => minimizeFrame(false),
  'clear-log': () => logList.replaceChildren(),
};

for (const [id, onClick] of Object.entries(buttons)) {
  document.getElementById(id).addEventListener('click', onClick);
}

// ---------------------------------------------------------------------------------------------
// Messages from the advisor
// ---------------------------------------------------------------------------------------------

window.addEventListener('message', (event) => {
  // Only the advisor's origin, only its frame (another frame of the same origin is not the advisor).
  if (event.origin !== WIDGET_ORIGIN || event.source !== frame.contentWindow) {
    ignore(event.origin);
    return;
  }
  const data = event.data;
  if (data === null || typeof data !== 'object' || data.source !== SOURCE || typeof data.type !== 'string') {
    ignore(event.origin);
    return;
  }
  addLogEntry('in', data);
  switch (data.type) {
    case 'CHAT_READY':
      setStatus('status-ready', 'yes');
      setStatus('status-conversation-id', data.conversationId ?? 'none yet');
      // Prove the signed-in user as soon as the advisor listens (only while the frame shows that user).
      if (IDENTITY_TOKEN !== '' && inputValue('user-id').trim() === SIGNED_IN_USER) buttons['send-set-identity-token']();
      break;
    case 'CONVERSATION_ID_UPDATED':
      setStatus('status-conversation-id', data.conversationId ?? 'none yet');
      break;
    case 'MESSAGE_SENT':
      setStatus('status-last-message', data.message);
      break;
    case 'MINIMIZE_WIDGET':
      minimizeFrame(true);
      break;
  }
});

function ignore(origin) {
  ignoredCount += 1;
  setStatus(
    'status-ignored',
    `${ignoredCount} message${ignoredCount === 1 ? '' : 's'} from other origins or windows (last: ${origin || 'no origin'})`,
  );
}

// ---------------------------------------------------------------------------------------------
// Display (textContent only: nothing the advisor sends is ever parsed as HTML)
// ---------------------------------------------------------------------------------------------

function setStatus(id, text) {
  document.getElementById(id).textContent = String(text);
}

/** Adds a log line: direction 'out' (to the advisor) or 'in' (from it), the type, and the whole message. */
function addLogEntry(direction, message) {
  const item = document.createElement('li');
  item.className = `log-entry ${direction}`;
  item.dataset.direction = direction;
  item.dataset.type = message.type;

  const summary = document.createElement('div');
  summary.className = 'log-summary';
  const time = document.createElement('time');
  time.textContent = new Date().toLocaleTimeString([], { hour12: false });
  const arrow = document.createElement('span');
  arrow.className = 'log-direction';
  arrow.textContent = direction === 'out' ? 'sent →' : '← received';
  const type = document.createElement('strong');
  type.textContent = message.type;
  summary.append(time, arrow, type);

  const body = document.createElement('pre');
  body.textContent = JSON.stringify(message, null, 2);

  item.append(summary, body);
  logList.append(item);
  logList.scrollTop = logList.scrollHeight;
}

document.getElementById('host-origin').textContent = window.location.origin;
document.getElementById('send-set-identity-token').disabled = IDENTITY_TOKEN === '';
setStatus(
  'identity-status',
  IDENTITY_TOKEN === '' ? 'anonymous (the server has no IDENTITY_SECRET)' : `signed in as ${SIGNED_IN_USER}: sent on CHAT_READY`,
);
loadFrame();
