import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from 'input-otp';
import { Flex } from '@radix-ui/themes';
import { sanitizeCode } from '@machines/admin-verification';
import './code-cells.css';

interface CodeCellsProps {
  value: string;
  length: number;
  label: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

function Cell({ char, isActive, hasFakeCaret }: SlotProps) {
  return (
    <div className="code-cells__cell" data-active={isActive || undefined}>
      {char}
      {hasFakeCaret && <span className="code-cells__caret" aria-hidden />}
    </div>
  );
}

/**
 * The code as six cells over one real input: typing, deleting and pasting work as in any field,
 * a screen reader hears one labelled field, the phone offers its numeric keypad and the code from
 * a text message. Digits only: a pasted "123-456" keeps its digits (spec part 1 §5).
 */
export function CodeCells({ value, length, label, disabled, onChange }: CodeCellsProps) {
  return (
    <Flex justify="center" dir="ltr">
      <OTPInput
        value={value}
        onChange={onChange}
        maxLength={length}
        pattern={REGEXP_ONLY_DIGITS}
        pasteTransformer={sanitizeCode}
        pushPasswordManagerStrategy="none"
        noScriptCSSFallback={null}
        aria-label={label}
        disabled={disabled}
        autoFocus
        containerClassName="code-cells"
        render={({ slots }) => (
          <Flex gap="2">
            {slots.map((slot, index) => (
              <Cell key={index} {...slot} />
            ))}
          </Flex>
        )}
      />
    </Flex>
  );
}
