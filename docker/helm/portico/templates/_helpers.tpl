{{- define "portico.labels" -}}
app.kubernetes.io/part-of: portico
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ .Chart.Name }}-{{ .Chart.Version }}
{{- end -}}

{{- define "portico.selector" -}}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/name: {{ .name }}
{{- end -}}

{{- define "portico.image" -}}
{{ .root.Values.image.registry }}/{{ .name }}:{{ .root.Values.image.tag | default .root.Chart.AppVersion }}
{{- end -}}

{{/* Pod Security "restricted": the pod's part. */}}
{{- define "portico.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: 1000
runAsGroup: 1000
fsGroup: 1000
seccompProfile: { type: RuntimeDefault }
{{- end -}}

{{/* Pod Security "restricted": each container's part, and a read-only root file system. */}}
{{- define "portico.containerSecurityContext" -}}
runAsNonRoot: true
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
capabilities: { drop: [ALL] }
seccompProfile: { type: RuntimeDefault }
{{- end -}}

{{/* One variable from an existing Secret: (dict "env" NAME "ref" .Values.secrets.x) */}}
{{- define "portico.secretEnv" -}}
- name: {{ .env }}
  valueFrom: { secretKeyRef: { name: {{ required (printf "secrets: a Secret name for %s" .env) .ref.name }}, key: {{ .key | default .ref.key | default .env }} } }
{{- end -}}

{{- define "portico.remoteUrl" -}}
{{- if .root.Values.remotes.serve -}}
https://{{ required (printf "remotes.hosts.%s" .key) (get .root.Values.remotes.hosts .key) }}
{{- else -}}
{{ required (printf "remotes.urls.%s (remotes.serve is false)" .key) (get .root.Values.remotes.urls .key) }}
{{- end -}}
{{- end -}}

{{/*
A stateless Deployment with its Service, PodDisruptionBudget and (when asked) HorizontalPodAutoscaler.
(dict "root" $ "name" NAME "component" C "image" IMAGE "port" P "replicas" N "autoscaling" A
      "resources" R "env" LIST "readyPath" PATH "shm" BOOL "args" LIST)
*/}}
{{- define "portico.workload" -}}
{{- $root := .root -}}
{{- $auto := .autoscaling | default dict -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $root.Release.Name }}-{{ .name }}
  labels:
    {{- include "portico.labels" $root | nindent 4 }}
    {{- include "portico.selector" . | nindent 4 }}
    app.kubernetes.io/component: {{ .component }}
spec:
  {{- if not $auto.enabled }}
  replicas: {{ .replicas }}
  {{- end }}
  revisionHistoryLimit: 5
  selector:
    matchLabels: {{- include "portico.selector" . | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "portico.selector" . | nindent 8 }}
        app.kubernetes.io/component: {{ .component }}
      {{- with .metricsPort }}
      # Prometheus's pod discovery scrapes /metrics here (ADR 0046).
      annotations:
        prometheus.io/scrape: "true"
        prometheus.io/port: {{ . | quote }}
        prometheus.io/path: /metrics
      {{- end }}
    spec:
      automountServiceAccountToken: false
      securityContext: {{- include "portico.podSecurityContext" . | nindent 8 }}
      terminationGracePeriodSeconds: 40
      containers:
        - name: {{ .name }}
          image: {{ include "portico.image" (dict "root" $root "name" .image) }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          {{- with .args }}
          args: {{ toJson . }}
          {{- end }}
          securityContext: {{- include "portico.containerSecurityContext" . | nindent 12 }}
          ports:
            - { name: http, containerPort: {{ .port }} }
            {{- if and .metricsPort (ne (int .metricsPort) (int .port)) }}
            - { name: metrics, containerPort: {{ .metricsPort }} }
            {{- end }}
          {{- if .config }}
          envFrom:
            - configMapRef: { name: {{ $root.Release.Name }}-config }
          {{- end }}
          env:
            - { name: PORT, value: {{ .port | quote }} }
            {{- with .env }}
            {{- . | nindent 12 }}
            {{- end }}
          startupProbe: { httpGet: { path: /livez, port: http }, periodSeconds: 2, failureThreshold: 60 }
          livenessProbe: { httpGet: { path: /livez, port: http }, periodSeconds: 10, timeoutSeconds: 3 }
          readinessProbe: { httpGet: { path: {{ .readyPath }}, port: http }, periodSeconds: 5, timeoutSeconds: 3 }
          resources: {{- toYaml .resources | nindent 12 }}
          volumeMounts:
            - { name: tmp, mountPath: /tmp }
            {{- if .shm }}
            - { name: shm, mountPath: /dev/shm }
            {{- end }}
      volumes:
        - { name: tmp, emptyDir: { sizeLimit: 256Mi } }
        {{- if .shm }}
        - { name: shm, emptyDir: { medium: Memory, sizeLimit: 512Mi } }
        {{- end }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $root.Release.Name }}-{{ .name }}
  labels: {{- include "portico.labels" $root | nindent 4 }}
spec:
  selector: {{- include "portico.selector" . | nindent 4 }}
  ports: [{ name: http, port: {{ .port }}, targetPort: http }]
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ $root.Release.Name }}-{{ .name }}
  labels: {{- include "portico.labels" $root | nindent 4 }}
spec:
  maxUnavailable: 1
  selector:
    matchLabels: {{- include "portico.selector" . | nindent 6 }}
{{- if $auto.enabled }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ $root.Release.Name }}-{{ .name }}
  labels: {{- include "portico.labels" $root | nindent 4 }}
spec:
  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: {{ $root.Release.Name }}-{{ .name }} }
  minReplicas: {{ $auto.minReplicas }}
  maxReplicas: {{ $auto.maxReplicas }}
  metrics:
    {{- if $auto.metricName }}
    - type: External
      external:
        metric:
          name: {{ $auto.metricName }}
          selector: { matchLabels: { release: {{ $root.Release.Name }} } }
        target: { type: AverageValue, averageValue: {{ $auto.targetAverageValue | quote }} }
    {{- else }}
    - type: Resource
      resource:
        name: cpu
        target: { type: Utilization, averageUtilization: {{ $auto.targetCPUUtilizationPercentage }} }
    {{- end }}
{{- end }}
{{- end -}}
