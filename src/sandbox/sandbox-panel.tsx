/**
 * The sandbox's panel: switch an API route to its error, empty, slow, offline or bad-gateway
 * variant, see which are switched, and the demo accounts of the mocks. English only (a tool for
 * demos and design review), keyboard and screen-reader friendly, and never part of the site.
 */
import { useId, useState } from 'react';
import { routeList, type RouteName } from '@contract';
import { MOCK_ADMIN_CODE, MOCK_PASSWORDS } from '@mocks/fixtures';
import type { ScenarioVariant } from '@mocks/scenarios';
import { getQueryClient } from '@src/api/query-client';
import { SANDBOX_VARIANTS, applyOverrides, readOverrides, type SandboxOverrides } from './sandbox-overrides';
import './sandbox-panel.css';

export function SandboxPanel() {
  const [open, setOpen] = useState(false);
  const [overrides, setOverrides] = useState<SandboxOverrides>(readOverrides);
  const [route, setRoute] = useState<RouteName>(routeList[0]!.name);
  const [variant, setVariant] = useState<ScenarioVariant>('error');
  const id = useId();

  const change = (next: SandboxOverrides) => {
    applyOverrides(next);
    setOverrides(next);
    // What is on screen asks again, with the new answers.
    void getQueryClient().invalidateQueries();
  };

  return (
    <aside className="sandbox-panel" aria-label="Sandbox">
      <button
        type="button"
        className="sandbox-panel__toggle"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen(!open)}
      >
        Sandbox mocks{Object.keys(overrides).length > 0 ? ` (${Object.keys(overrides).length} switched)` : ''}
      </button>
      <div id={`${id}-body`} hidden={!open} className="sandbox-panel__body">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            change({ ...overrides, [route]: variant });
          }}
        >
          <label htmlFor={`${id}-route`}>Route</label>
          <select
            id={`${id}-route`}
            value={route}
            onChange={(event) => setRoute(event.target.value as RouteName)}
          >
            {routeList.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {entry.method} {entry.path} ({entry.name})
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-variant`}>Answer</label>
          <select
            id={`${id}-variant`}
            value={variant}
            onChange={(event) => setVariant(event.target.value as ScenarioVariant)}
          >
            {SANDBOX_VARIANTS.map((entry) => (
              <option key={entry}>{entry}</option>
            ))}
          </select>
          <button type="submit">Switch</button>
        </form>
        {Object.keys(overrides).length === 0 ? (
          <p>Every route answers with the fixtures.</p>
        ) : (
          <ul aria-label="Switched routes">
            {Object.entries(overrides).map(([name, chosen]) => (
              <li key={name}>
                {name}: {chosen}{' '}
                <button
                  type="button"
                  onClick={() => {
                    const next = { ...overrides };
                    delete next[name as RouteName];
                    change(next);
                  }}
                >
                  Back to fixtures<span className="sandbox-panel__hidden"> for {name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <details>
          <summary>Demo accounts</summary>
          <ul>
            {Object.entries(MOCK_PASSWORDS).map(([email, password]) => (
              <li key={email}>
                {email} / {password}
              </li>
            ))}
            <li>Admin code: {MOCK_ADMIN_CODE}</li>
          </ul>
        </details>
      </div>
    </aside>
  );
}
