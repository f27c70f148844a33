import { Checkbox, FormControl, FormControlLabel, FormLabel } from '@mui/material';
import { FormGroup } from '@diary/mui-more';
import { ROLE_DESCRIPTIONS, ROLE_VALUES, type Role } from '@diary/common';

interface RoleCheckboxesProps {
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  /** docs/product/rules.md: the 'Суперадмин' checkbox only for an ADMIN. */
  canGrantAdmin: boolean;
}

/**
 * Roles keep the order they were chosen in: the first one is the primary role (docs/product/permissions.md).
 * A hidden staff role of an edited user stays as it is.
 */
export function RoleCheckboxes({ value, onChange, canGrantAdmin }: RoleCheckboxesProps) {
  const shown = ROLE_VALUES.filter((role) => role !== 'ADMIN' || canGrantAdmin);

  function toggle(role: Role, checked: boolean) {
    onChange(checked ? [...value, role] : value.filter((r) => r !== role));
  }

  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Роли</FormLabel>
      <FormGroup row>
        {shown.map((role) => (
          <FormControlLabel
            key={role}
            label={ROLE_DESCRIPTIONS[role]}
            control={<Checkbox name="roles" value={role} checked={value.includes(role)} onChange={(e) => toggle(role, e.target.checked)} />}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
