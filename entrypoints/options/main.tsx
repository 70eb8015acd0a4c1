import { render } from 'preact';

function Options() {
  return (
    <main>
      <h1>Toolscout options</h1>
    </main>
  );
}

render(<Options />, document.getElementById('app') as HTMLElement);
