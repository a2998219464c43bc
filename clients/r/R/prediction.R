#' Create a new Prediction
#'
#' @description
#' Prediction Class
#'
#' @docType class
#' @title Prediction
#' @description Prediction Class
#' @format An \code{R6Class} generator object
#' @field class_index Stable class index: the position of the scientific name among the model's 30 class names sorted alphabetically (0 Actias luna … 7 Danaus plexippus … 29 Zygaena filipendulae; the full list is in `models/identification/MODEL_CARD.md`). integer
#' @field label Scientific name of the class. character
#' @field score Calibrated probability of the class given the evidence sent (temperature scaling fitted on validation data; the model card shows its reliability). numeric
#' @field taxon_id The accepted taxon of the class in this service's taxonomy (the `taxonId` of `/taxonomy/nodes/{taxonId}`); null when the taxonomy does not know the class name (e.g. *Papilio glaucus*, listed there as *Pterourus glaucus* without this synonym). integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
Prediction <- R6::R6Class(
  "Prediction",
  public = list(
    `class_index` = NULL,
    `label` = NULL,
    `score` = NULL,
    `taxon_id` = NULL,

    #' @description
    #' Initialize a new Prediction class.
    #'
    #' @param class_index Stable class index: the position of the scientific name among the model's 30 class names sorted alphabetically (0 Actias luna … 7 Danaus plexippus … 29 Zygaena filipendulae; the full list is in `models/identification/MODEL_CARD.md`).
    #' @param label Scientific name of the class.
    #' @param score Calibrated probability of the class given the evidence sent (temperature scaling fitted on validation data; the model card shows its reliability).
    #' @param taxon_id The accepted taxon of the class in this service's taxonomy (the `taxonId` of `/taxonomy/nodes/{taxonId}`); null when the taxonomy does not know the class name (e.g. *Papilio glaucus*, listed there as *Pterourus glaucus* without this synonym).
    #' @param ... Other optional arguments.
    initialize = function(`class_index`, `label`, `score`, `taxon_id`, ...) {
      if (!missing(`class_index`)) {
        if (!(is.numeric(`class_index`) && length(`class_index`) == 1)) {
          stop(paste("Error! Invalid data for `class_index`. Must be an integer:", `class_index`))
        }
        self$`class_index` <- `class_index`
      }
      if (!missing(`label`)) {
        if (!(is.character(`label`) && length(`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", `label`))
        }
        self$`label` <- `label`
      }
      if (!missing(`score`)) {
        self$`score` <- `score`
      }
      if (!missing(`taxon_id`)) {
        if (!(is.numeric(`taxon_id`) && length(`taxon_id`) == 1)) {
          stop(paste("Error! Invalid data for `taxon_id`. Must be an integer:", `taxon_id`))
        }
        self$`taxon_id` <- `taxon_id`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return Prediction as a base R list.
    #' @examples
    #' # convert array of Prediction (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert Prediction to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      PredictionObject <- list()
      if (!is.null(self$`class_index`)) {
        PredictionObject[["class_index"]] <-
          self$`class_index`
      }
      if (!is.null(self$`label`)) {
        PredictionObject[["label"]] <-
          self$`label`
      }
      if (!is.null(self$`score`)) {
        PredictionObject[["score"]] <-
          self$`score`
      }
      if (!is.null(self$`taxon_id`)) {
        PredictionObject[["taxon_id"]] <-
          self$`taxon_id`
      }
      return(PredictionObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of Prediction
    #'
    #' @param input_json the JSON input
    #' @return the instance of Prediction
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`class_index`)) {
        self$`class_index` <- this_object$`class_index`
      }
      if (!is.null(this_object$`label`)) {
        self$`label` <- this_object$`label`
      }
      if (!is.null(this_object$`score`)) {
        self$`score` <- this_object$`score`
      }
      if (!is.null(this_object$`taxon_id`)) {
        self$`taxon_id` <- this_object$`taxon_id`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return Prediction in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of Prediction
    #'
    #' @param input_json the JSON input
    #' @return the instance of Prediction
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`class_index` <- this_object$`class_index`
      self$`label` <- this_object$`label`
      self$`score` <- this_object$`score`
      self$`taxon_id` <- this_object$`taxon_id`
      self
    },

    #' @description
    #' Validate JSON input with respect to Prediction and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `class_index`
      if (!is.null(input_json$`class_index`)) {
        if (!(is.numeric(input_json$`class_index`) && length(input_json$`class_index`) == 1)) {
          stop(paste("Error! Invalid data for `class_index`. Must be an integer:", input_json$`class_index`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Prediction: the required field `class_index` is missing."))
      }
      # check the required field `label`
      if (!is.null(input_json$`label`)) {
        if (!(is.character(input_json$`label`) && length(input_json$`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", input_json$`label`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Prediction: the required field `label` is missing."))
      }
      # check the required field `score`
      if (!is.null(input_json$`score`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Prediction: the required field `score` is missing."))
      }
      # check the required field `taxon_id`
      if (!is.null(input_json$`taxon_id`)) {
        if (!(is.numeric(input_json$`taxon_id`) && length(input_json$`taxon_id`) == 1)) {
          stop(paste("Error! Invalid data for `taxon_id`. Must be an integer:", input_json$`taxon_id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Prediction: the required field `taxon_id` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of Prediction
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `class_index` is null
      if (is.null(self$`class_index`)) {
        return(FALSE)
      }

      if (self$`class_index` > 29) {
        return(FALSE)
      }
      if (self$`class_index` < 0) {
        return(FALSE)
      }

      # check if the required `label` is null
      if (is.null(self$`label`)) {
        return(FALSE)
      }

      # check if the required `score` is null
      if (is.null(self$`score`)) {
        return(FALSE)
      }

      if (self$`score` > 1) {
        return(FALSE)
      }
      if (self$`score` < 0) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `class_index` is null
      if (is.null(self$`class_index`)) {
        invalid_fields["class_index"] <- "Non-nullable required field `class_index` cannot be null."
      }

      if (self$`class_index` > 29) {
        invalid_fields["class_index"] <- "Invalid value for `class_index`, must be smaller than or equal to 29."
      }
      if (self$`class_index` < 0) {
        invalid_fields["class_index"] <- "Invalid value for `class_index`, must be bigger than or equal to 0."
      }

      # check if the required `label` is null
      if (is.null(self$`label`)) {
        invalid_fields["label"] <- "Non-nullable required field `label` cannot be null."
      }

      # check if the required `score` is null
      if (is.null(self$`score`)) {
        invalid_fields["score"] <- "Non-nullable required field `score` cannot be null."
      }

      if (self$`score` > 1) {
        invalid_fields["score"] <- "Invalid value for `score`, must be smaller than or equal to 1."
      }
      if (self$`score` < 0) {
        invalid_fields["score"] <- "Invalid value for `score`, must be bigger than or equal to 0."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# Prediction$unlock()
#
## Below is an example to define the print function
# Prediction$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# Prediction$lock()

