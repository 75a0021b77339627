import { useEffect, useRef, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'defaultChecked'> & { checked: boolean };

/**
 * A radio of a choice the page keeps (an address, a delivery speed, a payment method). The box is the
 * browser's: React never writes it while hydrating, so a tap in the very moment of the hydration commit is not
 * drawn back by React's controlled-input restore, as the consultation tick's was (decision 049). The page's
 * choice still leads after that: whenever `checked` changes (the tap shown at once, the loader's answer, a
 * refused choice put back), the box is set to it.
 */
export function ChoiceRadio({ checked, ...props }: Props) {
  const box = useRef<HTMLInputElement>(null);
  const shown = useRef(checked);
  useEffect(() => {
    if (shown.current === checked) return;
    shown.current = checked;
    if (box.current) box.current.checked = checked;
  }, [checked]);
  return <input ref={box} type="radio" defaultChecked={checked} {...props} />;
}
