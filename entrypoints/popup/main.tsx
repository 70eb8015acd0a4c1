import { render } from 'preact';

function Popup() {
  return (
    <main>
      <h1>Toolscout</h1>
    </main>
  );
}

render(<Popup />, document.getElementById('app') as HTMLElement);
