/**
 * The language picker's flags as SVG images (flag-icons): regional-indicator emoji show as two
 * letters on Windows and as empty boxes without an emoji font. Each file is a hashed asset; only
 * the flags on screen are fetched.
 */
import am from 'flag-icons/flags/4x3/am.svg?no-inline';
import cn from 'flag-icons/flags/4x3/cn.svg?no-inline';
import de from 'flag-icons/flags/4x3/de.svg?no-inline';
import es from 'flag-icons/flags/4x3/es.svg?no-inline';
import fr from 'flag-icons/flags/4x3/fr.svg?no-inline';
import jp from 'flag-icons/flags/4x3/jp.svg?no-inline';
import kr from 'flag-icons/flags/4x3/kr.svg?no-inline';
import ru from 'flag-icons/flags/4x3/ru.svg?no-inline';
import sa from 'flag-icons/flags/4x3/sa.svg?no-inline';
import us from 'flag-icons/flags/4x3/us.svg?no-inline';
import type { LANGUAGES } from '@contract/catalogue';

type FlagCode = (typeof LANGUAGES)[number]['flag'];

export const FLAG_URLS: Readonly<Record<FlagCode, string>> = { am, cn, de, es, fr, jp, kr, ru, sa, us };

/** A flag, decorative: the language's name or code is always next to it. */
export function Flag({ code, eager = false }: { code: FlagCode; eager?: boolean }) {
  return (
    <img
      className="language-flag"
      src={FLAG_URLS[code]}
      alt=""
      width={20}
      height={15}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
