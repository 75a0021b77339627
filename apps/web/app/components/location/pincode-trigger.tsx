import { useT } from '../../i18n/index.ts';
import { useSession } from '../account/session.ts';
import { ChevronDownIcon, PinIcon } from '../ui/icons.tsx';

/**
 * The header's location trigger (spec §2): 'Express delivery to' or 'Deliver to' with the pincode and
 * city from the cookies, else 'Select Pincode'. Without script it is a link to /location.
 */
export function PincodeTrigger({ className, onOpen, chevron }: { className: string; onOpen: () => void; chevron?: boolean }) {
  const t = useT();
  const { location } = useSession();
  const prefix = location ? t(location.isExpress ? 'account.pin.expressTo' : 'account.pin.deliverTo') : '';
  return (
    <a
      href="/location"
      className={className}
      role="button"
      aria-haspopup="dialog"
      aria-label={location ? t('account.pin.triggerLabel', { prefix, pincode: location.pincode, city: location.cityName }) : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onOpen();
      }}
    >
      <PinIcon size="sm" />
      {location ? (
        <span className="pin-trigger__text">
          <span className="pin-trigger__prefix">{prefix}</span> <strong>{location.pincode}</strong>
          <span className="pin-trigger__city">, {location.cityName}</span>
        </span>
      ) : (
        t('shell.selectPincode')
      )}
      {chevron ? <ChevronDownIcon size="sm" /> : null}
    </a>
  );
}
