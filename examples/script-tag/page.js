// Lists the widget's DOM events (bubbling, composed CustomEvents named energy-advisor:<type>).
const events = document.getElementById('events');
document.getElementById('page-origin').textContent = window.location.origin;

for (const type of ['open', 'ready', 'conversation', 'message', 'minimize']) {
  document.addEventListener(`energy-advisor:${type}`, (event) => {
    const item = document.createElement('li');
    item.dataset.type = type;
    const detail = type === 'message' ? { sender: event.detail.message.sender, content: event.detail.message.content } : event.detail;
    // textContent only: nothing the widget reports is parsed as HTML.
    item.textContent = `${type} ${JSON.stringify(detail)}`;
    events.append(item);
  });
}
