// The Intercom-style command queue: calls made before the widget's script has run wait here and
// run in order once it has; afterwards EnergyAdvisor(...) runs at once.
window.EnergyAdvisor =
  window.EnergyAdvisor ||
  function () {
    (window.EnergyAdvisor.q = window.EnergyAdvisor.q || []).push(arguments);
  };

// Queued before the widget exists: hear every message (the visitor's and the advisor's).
EnergyAdvisor('on', 'message', (event) => {
  const item = document.createElement('li');
  item.dataset.sender = event.message.sender;
  item.textContent = `${event.message.sender}: ${event.message.content.slice(0, 120)}`;
  document.getElementById('messages')?.append(item);
});

document.addEventListener('DOMContentLoaded', () => {
  const on = (id, run) => document.getElementById(id)?.addEventListener('click', run);
  // send() opens a closed panel first, so the visitor sees the question and its answer.
  on('ask', () => EnergyAdvisor('send', 'How does a new home in Ballarat reach 7 stars?'));
  on('open', () => EnergyAdvisor('open'));
  on('close', () => EnergyAdvisor('close'));
  on('new-chat', () => EnergyAdvisor('newChat'));
  // For a shared computer: forgets this visitor's tokens and conversation on this device.
  on('forget', () => EnergyAdvisor('reset'));
});
