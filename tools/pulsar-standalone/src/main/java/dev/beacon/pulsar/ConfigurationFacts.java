package dev.beacon.pulsar;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.pulsar.PulsarVersion;
import org.apache.pulsar.broker.ServiceConfiguration;
import org.apache.pulsar.common.configuration.FieldContext;

/**
 * Prints, as JSON on stdout, every setting of the broker's configuration the way the broker itself
 * sees it: the fields of {@link ServiceConfiguration} that carry {@link FieldContext}, with their
 * Java type, their default and the annotation's flags. Run by
 * packages/pulsar-admin/scripts/generate-broker-configuration.ts, which writes the committed file the
 * simulator and the console read.
 *
 * <p>The same reflection the broker does: BrokerService.prepareDynamicConfigurationMap takes the
 * declared fields with {@code @FieldContext(dynamic = true)} as the dynamic settings (the names
 * {@code GET /admin/v2/brokers/configuration} lists), and BrokerService.getRuntimeConfigurationMap
 * writes every declared field with {@code @FieldContext} as {@code String.valueOf} of its value,
 * {@code ""} for null ({@code GET /admin/v2/brokers/configuration/runtime}). So the default here is
 * that text, read from a fresh {@code new ServiceConfiguration()}.
 *
 * <p>The doc text is left out: the console shows none, and it is prose, not a fact to check.
 */
public final class ConfigurationFacts {
  private ConfigurationFacts() {}

  public static void main(String[] args) throws Exception {
    ServiceConfiguration defaults = new ServiceConfiguration();
    List<Field> fields = new ArrayList<>();
    for (Field field : ServiceConfiguration.class.getDeclaredFields()) {
      if (field.isAnnotationPresent(FieldContext.class)) {
        fields.add(field);
      }
    }
    fields.sort(Comparator.comparing(Field::getName));

    StringBuilder out = new StringBuilder();
    out.append("{\n  \"pulsarVersion\": ").append(quote(PulsarVersion.getVersion()));
    out.append(",\n  \"settings\": [");
    String separator = "\n";
    for (Field field : fields) {
      FieldContext context = field.getAnnotation(FieldContext.class);
      field.setAccessible(true);
      Object value = field.get(defaults);
      out.append(separator).append("    {");
      out.append("\"name\": ").append(quote(field.getName()));
      out.append(", \"type\": ").append(quote(typeName(field)));
      out.append(", \"default\": ").append(quote(value == null ? "" : String.valueOf(value)));
      out.append(", \"dynamic\": ").append(context.dynamic());
      out.append(", \"category\": ").append(quote(context.category()));
      out.append(", \"required\": ").append(context.required());
      out.append(", \"deprecated\": ").append(context.deprecated() || field.isAnnotationPresent(Deprecated.class));
      if (field.getType().isEnum()) {
        out.append(", \"enumValues\": [");
        Object[] constants = field.getType().getEnumConstants();
        for (int index = 0; index < constants.length; index++) {
          // FieldParser reads an enum by its toString (EnumResolver.constructUsingToString).
          out.append(index == 0 ? "" : ", ").append(quote(String.valueOf(constants[index])));
        }
        out.append("]");
      }
      out.append("}");
      separator = ",\n";
    }
    out.append("\n  ]\n}\n");
    System.out.print(out);
    System.out.flush();
  }

  /** The field's generic type without packages or outer classes: {@code Set<String>}, {@code TopicType}. */
  private static String typeName(Field field) {
    return field
        .getGenericType()
        .getTypeName()
        .replaceAll("(?:[A-Za-z0-9_]+[.$])+", "");
  }

  private static String quote(String text) {
    StringBuilder quoted = new StringBuilder("\"");
    for (char character : text.toCharArray()) {
      switch (character) {
        case '"' -> quoted.append("\\\"");
        case '\\' -> quoted.append("\\\\");
        case '\n' -> quoted.append("\\n");
        case '\r' -> quoted.append("\\r");
        case '\t' -> quoted.append("\\t");
        default -> {
          if (character < 0x20) quoted.append(String.format("\\u%04x", (int) character));
          else quoted.append(character);
        }
      }
    }
    return quoted.append('"').toString();
  }
}
