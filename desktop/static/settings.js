// Ustawienia of the desktop app: read and saved through window.desktop (main checks every field, in Polish).
const form = document.getElementById('settings');
const field = (id) => document.getElementById(id);

const current = await window.desktop.loadSettings();
field('serverUrl').value = current.serverUrl;
field('updatesEnabled').checked = current.updatesEnabled;
field('notificationsEnabled').checked = current.notificationsEnabled;
field('notificationIntervalMinutes').value = String(current.notificationIntervalMinutes);

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  for (const error of document.querySelectorAll('.error')) error.textContent = '';
  field('status').textContent = 'Sprawdzam serwer…';
  const answer = await window.desktop.saveSettings({
    serverUrl: field('serverUrl').value,
    updatesEnabled: field('updatesEnabled').checked,
    notificationsEnabled: field('notificationsEnabled').checked,
    notificationIntervalMinutes: Number(field('notificationIntervalMinutes').value),
  });
  if (answer.ok) return;
  field('status').textContent = '';
  for (const [name, message] of Object.entries(answer.errors)) {
    const place = document.getElementById(`${name}-error`) ?? field('status');
    place.textContent = message;
  }
});
