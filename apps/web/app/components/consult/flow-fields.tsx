/** The flow's choices as hidden fields of the next step's form (all but those the form itself asks). */
import { flowQuery, type Flow } from './consult-rules.ts';

export function FlowFields({ flow, except = [] }: { flow: Flow; except?: ReadonlyArray<keyof Flow> }) {
  const params = new URLSearchParams(flowQuery(flow, {}, except));
  return (
    <>
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
